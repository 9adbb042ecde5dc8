import { updateSessionUser } from '../session/session-actions';
import type { AppThunk } from '../store/hooks';
import type { ApiError } from './api-error';

/** The problem type the API answers a staff call with while the account must turn two-factor sign-in on. */
export const TWO_FACTOR_REQUIRED_PROBLEM = 'urn:keyledger:problem:two-factor-required';

export const isTwoFactorRequired = (error: ApiError): boolean =>
  error.status === 403 && typeof error.data === 'object' && error.data !== null && (error.data as { type?: unknown }).type === TWO_FACTOR_REQUIRED_PROBLEM;

/**
 * The server says the account must set up two-factor sign-in (the stored user did not know yet, e.g.
 * STAFF_TWO_FACTOR changed since): the session learns it, and the admin area's guard shows the set-up step.
 */
export const twoFactorRequired = (): AppThunk => (dispatch) => {
  dispatch(updateSessionUser({ twoFactorSetupRequired: true }));
};
