import { Inject } from '@nestjs/common';

/** The opened Database (pool, kind, connection string), provided by DatabaseModule. */
export const DATABASE = Symbol('DATABASE');

export const InjectDatabase = () => Inject(DATABASE);
