/**
 * A responseHandler for routes that answer text (a CSV): the text when the call worked; a refusal
 * is problem+json, parsed so its message reaches the screen.
 */
export const textOrProblem = async (response: Response): Promise<unknown> => (response.ok ? response.text() : response.json().catch(() => null));
