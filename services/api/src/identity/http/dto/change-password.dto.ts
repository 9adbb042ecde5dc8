import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  currentPassword!: string;

  @ApiProperty()
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  newPassword!: string;

  @ApiProperty()
  @IsString({ message: "New passwords don't match" })
  confirmPassword!: string;
}
