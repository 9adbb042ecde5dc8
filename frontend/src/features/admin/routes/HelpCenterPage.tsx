import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import { AdminPageHeader } from '../components/common/AdminPageHeader';
import { SUPPORT_EMAIL } from '../components/help/help-content';
import { FAQ_ID, HelpFaq } from '../components/help/HelpFaq';
import { HelpTopicList } from '../components/help/HelpTopicList';

/** /admin/help: how-to topics, the FAQ, and how to reach support. */
export function HelpCenterPage() {
  const showFaq = () => {
    const faq = document.getElementById(FAQ_ID);
    faq?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    faq?.focus({ preventScroll: true });
  };
  return (
    <>
      <AdminPageHeader title="Help Center" subtitle="How to run the store from the admin area" />
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, mb: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ flexGrow: 1 }}>Need more help? Read the FAQ or write to us.</Typography>
        <Button variant="outlined" startIcon={<QuestionAnswer />} onClick={showFaq}>
          View FAQ
        </Button>
        <Button variant="contained" startIcon={<Email />} href={`mailto:${SUPPORT_EMAIL}`}>
          Contact Support
        </Button>
      </Paper>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <HelpTopicList />
        <HelpFaq />
      </Box>
    </>
  );
}
