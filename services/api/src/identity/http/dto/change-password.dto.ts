import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty()
  @MinLength(1, { message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @ApiProperty()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  newPassword!: string;

  @ApiProperty()
  @IsString({ message: "New passwords don't match" })
  confirmPassword!: string;
}
