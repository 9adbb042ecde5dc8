import { saveTextFile } from '../../../shared/download/save-text-file';
import { useExportAccountDataMutation } from '../account-data-api';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '../account-data-texts';
import { showAccountFailure } from '../failure-toast';

/**
 * Fetches the account's data with the session's bearer token and saves it under the server's file
 * name. The token travels in a header, not a cookie, so a plain link to the API could not sign the
 * request: the answer is fetched and handed to the browser as a Blob behind an <a download>
 * (saveTextFile). The page's policy needs nothing for that: a download is a navigation, which no
 * fetch directive of web/page-security-policy.ts governs, and no script is inlined or evaluated.
 */
export function useAccountDataDownload(userId: string) {
  const [exportData, { isLoading }] = useExportAccountDataMutation();
  const download = async () => {
    try {
      const file = await exportData(userId).unwrap();
      saveTextFile(file.text, file.fileName, 'application/json');
    } catch (error) {
      showAccountFailure(error, { refused: TEXTS.failed, noReason: TEXTS.failedNoReason });
    }
  };
  return { download, downloading: isLoading };
}
