import { SignInPrompt } from '../../../shared/ui/SignInPrompt';
import { ACCOUNT_MESSAGES } from '../messages';

export function SignedOutPrompt() {
  return <SignInPrompt message={ACCOUNT_MESSAGES.signedOut} />;
}
