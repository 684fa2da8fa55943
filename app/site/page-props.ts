/** The data a route's loader (or action) gives its page, as the page receives it. */
type Unwrapped<T> = T extends { data: infer D; init: ResponseInit | null } ? D : T;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataOf<F extends (...args: any[]) => unknown> = Unwrapped<Awaited<ReturnType<F>>>;
