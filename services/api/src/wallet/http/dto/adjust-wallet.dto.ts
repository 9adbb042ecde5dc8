import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class AdjustWalletDto {
  @ApiProperty({ description: 'Dollars, up to two decimals (string or number)', example: 25.5 })
  @Allow()
  amount!: unknown;

  @ApiProperty({ enum: ['add', 'deduct'], required: false, default: 'add' })
  @IsOptional()
  @IsIn(['add', 'deduct'], { message: "type must be 'add' or 'deduct'" })
  type?: 'add' | 'deduct';

  @ApiProperty({ description: 'Why, for the audit trail' })
  @MinLength(3, { message: 'A reason is required' })
  @MaxLength(200, { message: 'The reason must be at most 200 characters' })
  @IsString({ message: 'A reason is required' })
  reason!: string;
}
