// Carrying what a visitor did on a rendered page over to the app's page that replaces it
// (early-input.ts): typed text, choices, the focus with its caret, and a form sent meanwhile,
// into a React app's controlled fields as if typed there.
import { act, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { recordEarlyInput } from "./early-input";

/** The page as the gateway rendered it: the same form, without the app. */
const RENDERED = `
  <form role="search" aria-label="Search Hotels">
    <input name="destination" value="">
    <select name="guests"><option>1</option><option>2</option><option>3</option></select>
    <input type="checkbox" name="flexible">
    <input type="radio" name="sort" value="price" checked><input type="radio" name="sort" value="rating">
    <input name="untouched" value="">
    <button type="submit">Search</button>
  </form>
  <form aria-label="Newsletter"><input name="destination" value=""></form>`;

interface Sent {
  destination: string;
  guests: string;
  flexible: boolean;
  sort: string;
}

/** The app's page: controlled fields, and what it sent. */
function AppPage({ onSend }: { onSend: (sent: Sent) => void }) {
  const [destination, setDestination] = useState("");
  const [guests, setGuests] = useState("1");
  const [flexible, setFlexible] = useState(false);
  const [sort, setSort] = useState("price");
  const [untouched, setUntouched] = useState("from the app");
  const [other, setOther] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ destination, guests, flexible, sort });
  };
  return (
    <>
      <form role="search" aria-label="Search Hotels" onSubmit={submit}>
        <input
          name="destination"
          value={destination}
          onChange={(e) => setDestination(e.target.value)}
        />
        <select name="guests" value={guests} onChange={(e) => setGuests(e.target.value)}>
          <option>1</option>
          <option>2</option>
          <option>3</option>
        </select>
        <input
          type="checkbox"
          name="flexible"
          checked={flexible}
          onChange={(e) => setFlexible(e.target.checked)}
        />
        <input
          type="radio"
          name="sort"
          value="price"
          checked={sort === "price"}
          onChange={() => setSort("price")}
        />
        <input
          type="radio"
          name="sort"
          value="rating"
          checked={sort === "rating"}
          onChange={() => setSort("rating")}
        />
        <input name="untouched" value={untouched} onChange={(e) => setUntouched(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      <form aria-label="Newsletter">
        <input name="destination" value={other} onChange={(e) => setOther(e.target.value)} />
      </form>
    </>
  );
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  root.innerHTML = RENDERED;
  document.body.append(root);
});
afterEach(() => root.remove());

const field = <T extends Element>(selector: string) => {
  const element = root.querySelector<T & Element>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** Types as a browser does: the value changes, then the input event. */
function type(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

async function appTakesOver(onSend: (sent: Sent) => void = () => undefined) {
  root.replaceChildren();
  const app = createRoot(root);
  await act(async () => app.render(<AppPage onSend={onSend} />));
  return app;
}

test("typed text, a choice and ticks are carried into the app's fields as typed, nothing else", async () => {
  const early = recordEarlyInput(root, () => undefined);
  type(field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]'), "Lisbon");
  const guests = field<HTMLSelectElement>('[name="guests"]');
  guests.value = "3";
  guests.dispatchEvent(new Event("change", { bubbles: true }));
  field<HTMLInputElement>('[name="flexible"]').click();
  field<HTMLInputElement>('[name="sort"][value="rating"]').click();
  const app = await appTakesOver();
  await act(async () => early.carryOver());
  expect(field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]').value).toBe(
    "Lisbon",
  );
  // the other form's field of the same name is not this one
  expect(field<HTMLInputElement>('[aria-label="Newsletter"] [name="destination"]').value).toBe("");
  expect(field<HTMLSelectElement>('[name="guests"]').value).toBe("3");
  expect(field<HTMLInputElement>('[name="flexible"]').checked).toBe(true);
  expect(field<HTMLInputElement>('[name="sort"][value="rating"]').checked).toBe(true);
  expect(field<HTMLInputElement>('[name="untouched"]').value).toBe("from the app");
  // the app's state took them: typing on goes on from there
  const destination = field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]');
  await act(async () => {
    destination.dispatchEvent(new Event("input", { bubbles: true }));
  });
  expect(destination.value).toBe("Lisbon");
  app.unmount();
});

test("the field the visitor was in gets the focus back, the caret where it was", async () => {
  const early = recordEarlyInput(root, () => undefined);
  const destination = field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]');
  type(destination, "Lisbon");
  destination.setSelectionRange(2, 4);
  destination.dispatchEvent(new Event("select", { bubbles: true }));
  const app = await appTakesOver();
  await act(async () => early.carryOver());
  const now = field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]');
  expect(now).not.toBe(destination);
  expect(document.activeElement).toBe(now);
  expect([now.selectionStart, now.selectionEnd]).toEqual([2, 4]);
  app.unmount();
});

test("a form sent before the app runs is held, then sent by the app with what was typed", async () => {
  const starts: number[] = [];
  const early = recordEarlyInput(root, () => starts.push(1));
  type(field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]'), "Porto");
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  field<HTMLFormElement>('[aria-label="Search Hotels"]').dispatchEvent(submit);
  // no page load to the form's address: the app sends it
  expect(submit.defaultPrevented).toBe(true);
  expect(starts).toEqual([1]);
  const sent: Sent[] = [];
  const app = await appTakesOver((s) => sent.push(s));
  await act(async () => {
    early.carryOver();
    await new Promise((done) => setTimeout(done, 0));
  });
  expect(sent).toEqual([{ destination: "Porto", guests: "1", flexible: false, sort: "price" }]);
  app.unmount();
});

test("once carried over, the app's own fields and forms are left alone", async () => {
  const early = recordEarlyInput(root, () => undefined);
  const sent: Sent[] = [];
  const app = await appTakesOver((s) => sent.push(s));
  await act(async () => early.carryOver());
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  await act(async () => {
    field<HTMLFormElement>('[aria-label="Search Hotels"]').dispatchEvent(submit);
  });
  expect(sent).toHaveLength(1);
  app.unmount();
});

test("fields the app's page shows a moment later get what was typed when they appear", async () => {
  const early = recordEarlyInput(root, () => undefined);
  type(field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]'), "Faro");
  const sent: Sent[] = [];
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  field<HTMLFormElement>('[aria-label="Search Hotels"]').dispatchEvent(submit);
  // the app's first screen: its page still loading
  root.replaceChildren();
  root.innerHTML = "<p>Loading…</p>";
  early.carryOver();
  root.replaceChildren();
  const app = createRoot(root);
  await act(async () => app.render(<AppPage onSend={(s) => sent.push(s)} />));
  // the observer runs after the mutations, the form is sent in a task after that
  await act(() => new Promise((done) => setTimeout(done, 10)));
  const now = field<HTMLInputElement>('[aria-label="Search Hotels"] [name="destination"]');
  expect(now.value).toBe("Faro");
  expect(document.activeElement).toBe(now);
  expect(sent).toEqual([{ destination: "Faro", guests: "1", flexible: false, sort: "price" }]);
  app.unmount();
});

test("a button pressed before the app runs is pressed again once the app's page shows it", async () => {
  root.innerHTML =
    '<button type="button">Filters</button><button type="button" data-press-key="menu" aria-label="Account menu">Menu</button>';
  const early = recordEarlyInput(root, () => undefined);
  field<HTMLButtonElement>('[data-press-key="menu"]').click();
  root.replaceChildren();
  early.carryOver();
  const presses: string[] = [];
  function AppButtons() {
    return (
      <>
        <button type="button" onClick={() => presses.push("filters")}>
          Filters
        </button>
        {/* its name has the traveller's since the app has the data; its key is the same */}
        <button
          type="button"
          data-press-key="menu"
          aria-label="Tess, account menu"
          onClick={() => presses.push("menu")}
        >
          Menu
        </button>
      </>
    );
  }
  const app = createRoot(root);
  await act(async () => app.render(<AppButtons />));
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(presses).toEqual(["menu"]);
  app.unmount();
});

test("a field without a name is known by its label", async () => {
  root.innerHTML =
    '<label for="s1">Sort by</label><select id="s1"><option value="best">Best</option><option value="price">Price</option></select>';
  const early = recordEarlyInput(root, () => undefined);
  const select = field<HTMLSelectElement>("select");
  select.value = "price";
  select.dispatchEvent(new Event("change", { bubbles: true }));
  root.replaceChildren();
  const chosen: string[] = [];
  function AppSort() {
    const [sort, setSort] = useState("best");
    return (
      <>
        <label htmlFor="s2">Sort by</label>
        <select
          id="s2"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value);
            chosen.push(e.target.value);
          }}
        >
          <option value="best">Best</option>
          <option value="price">Price</option>
        </select>
      </>
    );
  }
  const app = createRoot(root);
  await act(async () => app.render(<AppSort />));
  await act(async () => early.carryOver());
  expect(field<HTMLSelectElement>("select").value).toBe("price");
  expect(chosen).toEqual(["price"]);
  app.unmount();
});
