import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export const SIX_DIGIT_CODE_MESSAGE = 'Please enter the 6-digit verification code from your email';

export class VerifyTwoFactorDto {
  @ApiProperty({ example: '123456' })
  @Matches(/^\d{6}$/, { message: SIX_DIGIT_CODE_MESSAGE })
  @IsString({ message: SIX_DIGIT_CODE_MESSAGE })
  code!: string;
}
