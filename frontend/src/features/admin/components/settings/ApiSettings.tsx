import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SETTINGS_TEXTS } from '../../settings-texts';
import { NotAvailableList } from './NotAvailableList';
import { SettingsPanel } from './SettingsPanel';

const TEXTS = SETTINGS_TEXTS.api;
/** Where the API serves its OpenAPI document (services/api: common/contract/api-document.ts). */
const OPENAPI_DOCUMENT = '/api/docs-json';

/** How the API works, as facts; no API key or webhook to pretend with. */
export function ApiSettings() {
  return (
    <SettingsPanel title={TEXTS.title}>
      <Typography variant="body2">{TEXTS.intro}</Typography>
      <Typography variant="body2">
        <Link href={OPENAPI_DOCUMENT}>{TEXTS.document}</Link> ({OPENAPI_DOCUMENT}).
      </Typography>
      <NotAvailableList items={TEXTS.notAvailable} />
    </SettingsPanel>
  );
}
