import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Every field is checked by checkCard, so all problems are answered at once. */
export class TokenizeCardDto {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @Allow()
  number!: unknown;

  @ApiProperty({ example: '12/30', description: 'MM/YY' })
  @Allow()
  expiry!: unknown;

  @ApiProperty({ example: '123' })
  @Allow()
  cvc!: unknown;

  @ApiProperty({ example: 'Ada Lovelace' })
  @Allow()
  name!: unknown;
}
