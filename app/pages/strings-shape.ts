/** The shape every page's strings module shares: pt is the reference, en and es have its keys. */
export type StringsShape<T> = { [K in keyof T]: T[K] extends string ? string : StringsShape<T[K]> };
