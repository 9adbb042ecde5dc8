import { Fragment } from 'react';

const WHOLE = { whiteSpace: 'nowrap' } as const;

/**
 * An e-mail address that may wrap only before its @ and its dots, never inside a word (nor after
 * a hyphen): "christopher.montgomery-whitfield" keeps "montgomery-whitfield" whole.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, n) => (
        <Fragment key={n}>
          {n > 0 && <wbr />}
          <span style={WHOLE}>{part}</span>
        </Fragment>
      ))}
    </>
  );
}
