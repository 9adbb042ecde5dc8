import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * The checkout's customer details. Messages are the checkout's own; with several problems the
 * answer names them all. (Validators run bottom-up: "required" is checked first.)
 */
export class CreateCustomerDto {
  @ApiProperty({ example: 'Ada' })
  @trimmed()
  @MaxLength(100, { message: 'First Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First Name is required' })
  @IsString({ message: 'First Name is required' })
  firstName!: string;

  @ApiProperty({ example: 'Lovelace' })
  @trimmed()
  @MaxLength(100, { message: 'Last Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last Name is required' })
  @IsString({ message: 'Last Name is required' })
  lastName!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @trimmed()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @ApiProperty({ example: '1 Analytical Way' })
  @trimmed()
  @MaxLength(200, { message: 'Address must be at most 200 characters' })
  @IsNotEmpty({ message: 'Address is required' })
  @IsString({ message: 'Address is required' })
  addressLine1!: string;

  @ApiProperty({ example: 'Springfield' })
  @trimmed()
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  @IsNotEmpty({ message: 'City is required' })
  @IsString({ message: 'City is required' })
  city!: string;

  @ApiProperty({ required: false, example: 'IL' })
  @trimmed()
  @IsOptional()
  @MaxLength(100, { message: 'State must be at most 100 characters' })
  @IsString({ message: 'State must be text' })
  state?: string;

  @ApiProperty({ example: '62701', description: 'A US ZIP Code: 12345 or 12345-6789' })
  @trimmed()
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'ZIP Code is invalid' })
  @IsNotEmpty({ message: 'ZIP Code is required' })
  @IsString({ message: 'ZIP Code is required' })
  postalCode!: string;

  @ApiProperty({ enum: ['US'], required: false, default: 'US' })
  @IsOptional()
  @IsIn(['US'], { message: 'Only US addresses are accepted' })
  country?: 'US';

  /** Checked in the controller: anything but your own user id is 403. */
  @ApiProperty({ description: 'Your own user id' })
  @Allow()
  referenceId!: unknown;
}
