import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty()
  @MinLength(1, { message: 'Email is required' })
  @MaxLength(254, { message: 'Invalid email or password' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @ApiProperty()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(128, { message: 'Invalid email or password' })
  @IsString({ message: 'Password is required' })
  password!: string;

  @ApiProperty({ required: false, description: 'Remember me: a 30-day session instead of one day' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
