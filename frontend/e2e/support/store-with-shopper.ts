import { apiLogin, type ApiSession } from './ordering-api.js';
import { createShopper, type NewShopper } from './shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startApi, type RunningApi } from './start-api.js';

export interface StoreWithShopper {
  smtp: SmtpCapture;
  api: RunningApi;
  adminSession: ApiSession;
  shopperSession: ApiSession;
}

/**
 * The app without demo data, its mail caught by a real SMTP server, its admin signed in over the
 * API, and one shopper made as a person makes one (createShopper) with `walletDollars` to spend.
 */
export async function startStoreWithShopper(admin: { email: string; password: string }, shopper: NewShopper, walletDollars: number): Promise<StoreWithShopper> {
  const { smtp, url } = await startSmtpCapture();
  let api: RunningApi | undefined;
  try {
    api = await startApi(url, { adminPassword: admin.password, seedDemo: false });
    const adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    const shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, walletDollars);
    return { smtp, api, adminSession, shopperSession };
  } catch (error) {
    // Nothing is handed back to close: close it here, or the test process never ends.
    await api?.close();
    await smtp.stop();
    throw error;
  }
}
