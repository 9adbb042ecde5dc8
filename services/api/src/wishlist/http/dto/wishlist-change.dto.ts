import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';

export class WishlistChangeDto {
  @ApiProperty({ description: 'Your own user id' })
  @IsUUID('all', { message: 'Invalid user id' })
  userId!: string;

  @ApiProperty({ example: 1877 })
  @Min(1, { message: 'Invalid game id' })
  @Max(2_147_483_647, { message: 'Invalid game id' })
  @IsInt({ message: 'Invalid game id' })
  gameId!: number;
}
