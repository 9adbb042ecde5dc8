import { useEffect, useState } from 'react';

interface Health {
  status: string;
  database: { status: string; kind: string };
}

/** The shell page until the store's pages arrive: it shows that the API and its database answer. */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/v1/health')
      .then((res) => res.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setFailed(true));
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>KeyLedger</h1>
      <p>Digital game keys, with every purchase on the record.</p>
      <p data-testid="health">
        {failed ? 'The API does not answer.' : health ? `API ${health.status}, database ${health.database.status} (${health.database.kind})` : 'Checking the API…'}
      </p>
    </main>
  );
}
