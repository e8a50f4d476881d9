/**
 * A text matcher for words split over elements: the innermost element whose whole text is `text`.
 * A feed's word inside a sentence sits in its own `lang="en"` span ("<span lang=en>Hennepin</span>
 * County"), which `getByText('Hennepin County')` alone does not find.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
