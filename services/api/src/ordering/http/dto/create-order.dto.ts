import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export const MAX_ORDER_LINES = 20;
export const MAX_QUANTITY = 10;

export class OrderLineDto {
  @ApiProperty({ example: 1877 })
  gameId!: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_QUANTITY })
  quantity!: number;
}

export class CreateOrderDto {
  @ApiProperty({ description: 'Your own user id' })
  @IsUUID('all', { message: 'Invalid user id' })
  userId!: string;

  /** Checked by parseOrderLines, so each problem reads the same as the spec's messages. */
  @ApiProperty({ type: [OrderLineDto] })
  @Allow()
  games!: unknown;

  @ApiProperty({ enum: ['wallet'] })
  @IsIn(['wallet'], { message: "paymentMethod must be 'wallet' here; cards go through payments/process" })
  paymentMethod!: 'wallet';

  @ApiProperty({ required: false, example: 'SAVE10' })
  @IsOptional()
  @MaxLength(32, { message: 'Invalid promo code' })
  @IsString({ message: 'Invalid promo code' })
  promoCode?: string;
}
