import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '../../common/app-errors.js';
import { assertOwnerOrAdmin } from './access-policy.js';

describe('object-level access policy', () => {
  const customer = { id: 'u1', role: 'customer' as const, email: 'a@b.c' };
  const admin = { id: 'a1', role: 'admin' as const, email: 'admin@b.c' };

  it('lets a customer reach their own records only', () => {
    assert.doesNotThrow(() => assertOwnerOrAdmin(customer, 'u1'));
    assert.throws(() => assertOwnerOrAdmin(customer, 'u2'), ForbiddenError);
  });

  it('lets an admin reach everyone’s records', () => {
    assert.doesNotThrow(() => assertOwnerOrAdmin(admin, 'u1'));
    assert.doesNotThrow(() => assertOwnerOrAdmin(admin, 'u2'));
  });
});
