import { PERMISSIONS } from '../auth/permissions.js';
import { ROLES } from '../users/user-record.js';
import { z } from 'zod';
import { INVALID_LINK_MESSAGE } from '../commands/verify-email.handler.js';
import { TWO_FACTOR_MESSAGES } from '../commands/verify-two-factor.handler.js';
import { emailAddress, isoTime, notBlankPattern } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

export const SIX_DIGIT_CODE_MESSAGE = 'Please enter the 6-digit verification code from your email';
const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters';

/** The user as the client sees it (the spec's User entity): never the hash or token version. */
export const UserSchema = z
  .object({
    _id: z.string().meta({ format: 'uuid' }),
    id: z.string().meta({ format: 'uuid' }),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    bio: z.string(),
    photoURL: z.string(),
    twoFactorEnabled: z.boolean(),
    permissions: z.array(z.enum(PERMISSIONS)).meta({ description: 'What the role permits (the client shows what the user may do from these)' }),
    twoFactorSetupRequired: z.boolean().meta({ description: 'A staff account that must turn two-factor sign-in on before any staff page or call (STAFF_TWO_FACTOR=required)' }),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable().meta({ description: 'A new address waiting for its confirmation link' }),
    wallet: z.object({ balance: z.number().meta({ description: 'Dollars' }) }),
    createdAt: isoTime(),
    erasedAt: isoTime().nullable().meta({ description: 'When the account’s personal data was erased (staff pages); null for a live account' }),
  })
  .meta({ id: 'User' });

const StatusMessage = z.object({ status: z.literal('success'), message: z.string() }).meta({ id: 'StatusMessage' });
const SessionAnswer = z
  .object({
    status: z.literal('success'),
    message: z.string().optional(),
    require2FA: z.literal(false).optional(),
    token: z.string().meta({ description: 'The session token: send it as `Authorization: Bearer …`' }),
    data: z.object({ user: UserSchema }),
  })
  .meta({ id: 'Session' });

/**
 * When the code just sent stops working and when another may be asked for, in seconds from the
 * answer (the server's clock, so a client's own clock does not matter): a client keeps them to
 * show the real countdown and resend lock after a reload.
 */
const CodeTiming = z
  .object({
    codeExpiresInSeconds: z.number().int().meta({ description: 'Seconds until the e-mailed code expires (300 when just sent)' }),
    resendInSeconds: z.number().int().meta({ description: 'Seconds until auth/send-2fa-code may send another code (30 when just sent)' }),
  })
  .meta({ id: 'TwoFactorCodeTiming' });

const email = () => emailAddress();
const newPassword = (required: string) =>
  z.string({ error: required }).min(8, { error: PASSWORD_LENGTH_MESSAGE }).max(128, { error: 'Password must be at most 128 characters' });

export const register = defineRoute({
  method: 'POST',
  path: 'auth/register',
  refusals: ['Passwords do not match'],
  operationId: 'register',
  summary: 'Register; a verification link is e-mailed (status pending)',
  description: 'The answer is the same whether or not the address is taken (the owner of a taken address is mailed instead).',
  tag: 'auth',
  access: 'public',
  rateLimited: true,
  body: z.object({
    id: z.unknown().optional().meta({ description: 'Ignored: the server makes ids' }),
    username: z.string({ error: 'Username is required' }).min(1, { error: 'Username is required' }).regex(notBlankPattern(), { error: 'Username is required' }).max(50, { error: 'Username must be at most 50 characters' }),
    email: email(),
    password: newPassword('Password is required'),
    passwordConfirm: z.string({ error: 'Passwords do not match' }),
  }),
  success: { status: 201, description: 'Registered (or already registered): check the mail', body: z.object({ status: z.literal('pending'), message: z.string() }) },
});

export const verifyEmail = defineRoute({
  method: 'GET',
  path: 'auth/verify-email/{token}',
  refusals: [INVALID_LINK_MESSAGE],
  operationId: 'verifyEmail',
  summary: 'Verify an e-mail address with the token from the link',
  tag: 'auth',
  access: 'public',
  rateLimited: true,
  params: z.object({ token: z.string().min(1).max(200).meta({ description: 'From the e-mailed link' }) }),
  success: { status: 200, description: 'Verified', body: StatusMessage },
  errors: { 400: 'The link is invalid, used or expired' },
});

export const login = defineRoute({
  method: 'POST',
  path: 'auth/login',
  operationId: 'login',
  summary: 'Sign in; with two-factor on, answers require2FA and a temporary token',
  tag: 'auth',
  access: 'public',
  rateLimited: true,
  body: z.object({
    email: z.string({ error: 'Email is required' }).min(1, { error: 'Email is required' }).max(254, { error: 'Invalid email or password' }),
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(128, { error: 'Invalid email or password' }),
    rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional().meta({ description: 'A 30-day session instead of one day' }),
  }),
  success: {
    status: 200,
    description: 'Signed in, or the second step is needed',
    body: z.union([
      SessionAnswer,
      z.object({
        status: z.literal('success'),
        require2FA: z.literal(true),
        tempToken: z.string().meta({ description: 'Good for auth/verify-2fa and auth/send-2fa-code only, 15 minutes' }),
        message: z.string(),
        data: z.object({ email: z.string() }).extend(CodeTiming.shape),
      }),
    ]),
  },
  errors: { 401: 'Invalid email or password', 403: 'The e-mail address is not verified yet' },
});

export const verifyTwoFactor = defineRoute({
  method: 'POST',
  path: 'auth/verify-2fa',
  refusals: Object.values(TWO_FACTOR_MESSAGES),
  operationId: 'verifyTwoFactor',
  summary: 'Second sign-in step: the e-mailed code, with the temporary token as bearer',
  tag: 'auth',
  access: 'second-step',
  rateLimited: true,
  body: z.object({ code: z.string({ error: SIX_DIGIT_CODE_MESSAGE }).regex(/^\d{6}$/, { error: SIX_DIGIT_CODE_MESSAGE }).meta({ examples: ['123456'] }) }),
  success: { status: 200, description: 'Signed in', body: SessionAnswer },
  errors: { 400: 'The code is wrong, expired or used up' },
});

export const sendTwoFactorCode = defineRoute({
  method: 'POST',
  path: 'auth/send-2fa-code',
  operationId: 'sendTwoFactorCode',
  summary: 'Send a new sign-in code (30 s after the last one), temporary token as bearer',
  tag: 'auth',
  access: 'second-step',
  rateLimited: true,
  success: { status: 200, description: 'A new code is on its way', body: StatusMessage.extend({ data: CodeTiming }) },
});

export const tokenVerify = defineRoute({
  method: 'POST',
  path: 'auth/token-verify',
  operationId: 'tokenVerify',
  summary: 'Check the session token and return the user',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  success: { status: 200, description: 'The session is good', body: z.object({ status: z.literal('success'), require2FA: z.literal(false), data: z.object({ user: UserSchema }) }) },
});

export const updateProfile = defineRoute({
  method: 'PATCH',
  path: 'auth/update-profile',
  operationId: 'updateProfile',
  summary: 'Change the username, or start an e-mail change (a link goes to the new address)',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  body: z.object({
    username: z.string({ error: 'Username cannot be empty' }).min(1, { error: 'Username cannot be empty' }).regex(notBlankPattern(), { error: 'Username cannot be empty' }).max(50, { error: 'Username must be at most 50 characters' }),
    email: email(),
  }),
  success: { status: 200, description: 'Updated', body: z.object({ status: z.literal('success'), message: z.string(), data: z.object({ user: UserSchema }) }) },
  errors: { 409: 'This email address is already in use' },
});

export const changePassword = defineRoute({
  method: 'PATCH',
  path: 'auth/change-password',
  refusals: ["New passwords don't match", 'Current password is incorrect'],
  operationId: 'changePassword',
  summary: 'Change the password; answers a new token, older tokens stop working',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  // 10 tries an hour per account: a stolen session cannot guess the password behind it.
  rateLimited: true,
  body: z.object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, { error: 'Current password is required' }),
    newPassword: newPassword(PASSWORD_LENGTH_MESSAGE),
    confirmPassword: z.string({ error: "New passwords don't match" }),
  }),
  success: { status: 200, description: 'Changed', body: SessionAnswer },
});

export const toggleTwoFactor = defineRoute({
  method: 'POST',
  path: 'auth/toggle-2fa',
  operationId: 'toggleTwoFactor',
  summary: 'Turn two-factor sign-in on or off',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  success: { status: 200, description: 'Switched', body: z.object({ status: z.literal('success'), twoFactorEnabled: z.boolean(), message: z.string() }) },
  errors: { 403: 'Turning it off on a staff account while STAFF_TWO_FACTOR=required' },
});

export const logout = defineRoute({
  method: 'POST',
  path: 'auth/logout',
  operationId: 'logout',
  summary: 'Sign out of this session: the token it is called with stops working; other sessions go on',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  success: { status: 200, description: 'Signed out', body: StatusMessage },
});

export const logoutEverywhere = defineRoute({
  method: 'POST',
  path: 'auth/logout-all',
  operationId: 'logoutEverywhere',
  summary: 'Sign out on every device: every token issued so far stops working',
  tag: 'auth',
  access: 'signed-in',
  ownAccount: true,
  success: { status: 200, description: 'Signed out everywhere', body: StatusMessage },
});
