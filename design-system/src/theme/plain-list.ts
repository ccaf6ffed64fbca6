/**
 * The style props of a list shown without markers or indent, its items laid out by the element
 * it is on (a stack, a flex row, a grid): `<Stack as="ul" {...plainList} gap="3">`.
 */
export const plainList = { listStyleType: "none", m: "0", p: "0" } as const;
