import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '../../common/app-errors.js';
import { assertOwnerOr } from './access-policy.js';
import { SecondFactorMissingError } from './authenticated-user.js';

describe('object-level access policy', () => {
  const customer = { id: 'u1', role: 'customer' as const, email: 'a@b.c', secondFactorMissing: false };
  const admin = { id: 'a1', role: 'admin' as const, email: 'admin@b.c', secondFactorMissing: false };
  const support = { id: 's1', role: 'support' as const, email: 'support@b.c', secondFactorMissing: false };

  it('lets a customer reach their own records only', () => {
    assert.doesNotThrow(() => assertOwnerOr(customer, 'u1', 'timelines'));
    assert.throws(() => assertOwnerOr(customer, 'u2', 'timelines'), ForbiddenError);
  });

  it('lets an admin reach everyone’s records', () => {
    assert.doesNotThrow(() => assertOwnerOr(admin, 'u1', 'timelines'));
    assert.doesNotThrow(() => assertOwnerOr(admin, 'u2', 'timelines'));
  });

  it('lets staff reach others’ records only with the permission for them, and two-factor sign-in', () => {
    assert.doesNotThrow(() => assertOwnerOr(support, 'u1', 'timelines'));
    assert.throws(() => assertOwnerOr(support, 'u1', 'staff-management'), ForbiddenError);
    assert.doesNotThrow(() => assertOwnerOr({ ...support, secondFactorMissing: true }, 's1', 'staff-management'));
    assert.throws(() => assertOwnerOr({ ...support, secondFactorMissing: true }, 'u1', 'timelines'), SecondFactorMissingError);
  });
});
