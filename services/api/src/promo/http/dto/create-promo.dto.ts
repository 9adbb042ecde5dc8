import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** code, discountValue and expiryDate are checked in the controller, for the spec's one message. */
export class CreatePromoDto {
  @ApiProperty({ example: 'SAVE10' })
  @Allow()
  code?: unknown;

  @ApiProperty({ enum: ['percentage', 'fixed'], required: false, default: 'percentage' })
  @IsOptional()
  @IsIn(['percentage', 'fixed'], { message: "discountType must be 'percentage' or 'fixed'" })
  discountType?: 'percentage' | 'fixed';

  @ApiProperty({ description: 'Percent (whole), or dollars for fixed', example: 10 })
  @Allow()
  discountValue?: unknown;

  @ApiProperty({ required: false, example: 100 })
  @Allow()
  maxUses?: unknown;

  @ApiProperty({ example: '2026-12-31' })
  @Allow()
  expiryDate?: unknown;

  @ApiProperty({ required: false, default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiProperty({ required: false })
  @IsOptional()
  @MaxLength(200, { message: 'The description must be at most 200 characters' })
  @IsString({ message: 'The description must be text' })
  description?: string;

  /** Sent by the old client; the server counts uses itself. */
  @Allow()
  usedCount?: unknown;
}

export class ApplyPromoDto {
  @ApiProperty({ example: 'SAVE10' })
  @Allow()
  code?: unknown;

  @ApiProperty({ description: 'The cart total in dollars (subtotal + tax) the discount is shown against', example: 64.79 })
  @Allow()
  orderTotal?: unknown;

  @ApiProperty({ required: false, description: 'The subtotal in dollars: a percentage is taken of it, as at checkout', example: 59.99 })
  @Allow()
  subtotal?: unknown;
}
