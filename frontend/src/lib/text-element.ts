// Names the shop stores — a recipient, a zone, a driver — may hold anything a client typed, `<img
// onerror=…>` included. Leaflet renders a string given to bindTooltip, bindPopup, setContent or
// divIcon's html as HTML, so every such content goes through here: an element whose textContent is
// the text shows it as typed and runs nothing.

/** The text in an element of its own, for a library that would read a string as HTML. */
export function textElement(text: string, tag: keyof HTMLElementTagNameMap = 'span'): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}
