import Container from '@mui/material/Container';
import { BrowseByGenreSection } from '../components/BrowseByGenreSection';
import { FeaturedGameSection } from '../components/FeaturedGameSection';
import { HeroBanner } from '../components/HeroBanner';
import { PopularSection } from '../components/PopularSection';
import { RecentlyAddedSection } from '../components/RecentlyAddedSection';
import { TopRatedSection } from '../components/TopRatedSection';

/** Home: hero, top rated, featured game, popular, recently added, browse by genre. */
export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <HeroBanner />
      <TopRatedSection />
      <FeaturedGameSection />
      <PopularSection />
      <RecentlyAddedSection />
      <BrowseByGenreSection />
    </Container>
  );
}
