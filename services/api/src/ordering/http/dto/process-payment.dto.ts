import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OrderLineDto } from './create-order.dto.js';

export const PAYMENT_FORM_NOT_READY = 'Payment form is not ready. Please try again.';

export class ProcessPaymentDto {
  @ApiProperty({ description: 'The card token from the card form (payments/sandbox/tokenize)' })
  @MaxLength(200, { message: PAYMENT_FORM_NOT_READY })
  @IsNotEmpty({ message: PAYMENT_FORM_NOT_READY })
  @IsString({ message: PAYMENT_FORM_NOT_READY })
  sourceId!: string;

  @ApiProperty({ description: 'From payments/customers' })
  @MaxLength(200, { message: 'Failed to process customer information' })
  @IsNotEmpty({ message: 'Failed to process customer information' })
  @IsString({ message: 'Failed to process customer information' })
  customerId!: string;

  /** Checked in the controller (dollars, string or number, at most two decimals). */
  @ApiProperty({ description: 'The total the shopper saw, in dollars. The server charges its own total and answers 409 if they differ by more than a cent.', example: 51.82 })
  @Allow()
  amount!: unknown;

  @ApiProperty({ enum: ['USD'], required: false, default: 'USD' })
  @IsOptional()
  @IsIn(['USD'], { message: 'Only USD payments are accepted' })
  currency?: 'USD';

  /** Checked by parseOrderLines, so each problem reads the same as the wallet checkout's. */
  @ApiProperty({ type: [OrderLineDto] })
  @Allow()
  games!: unknown;

  @ApiProperty({ description: 'Your own user id' })
  @IsUUID('all', { message: 'Invalid user id' })
  userId!: string;

  @ApiProperty({ required: false, example: 'SAVE10' })
  @IsOptional()
  @MaxLength(32, { message: 'Invalid promo code' })
  @IsString({ message: 'Invalid promo code' })
  promoCode?: string;
}
