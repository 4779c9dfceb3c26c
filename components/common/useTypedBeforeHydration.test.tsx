import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

function Form({ keep = true }: { keep?: boolean }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [code, setCode] = useState('SERVER');
  const [agreed, setAgreed] = useState(false);
  const kept = useTypedBeforeHydration();
  const plain = useRef<HTMLFormElement>(null);
  return (
    <form ref={keep ? kept : plain}>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      {/* React itself puts a textarea's server text back when it hydrates; the portal's start empty. */}
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input name="code" value={code} onChange={(event) => setCode(event.target.value)} />
      <input name="agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <output>{`${name}|${note}|${code}|${agreed}`}</output>
    </form>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

/** The server's HTML, typed into as a player would before the scripts ran, then hydrated. */
async function typeThenHydrate(keep: boolean, typing: (form: HTMLFormElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  typing(container.querySelector('form')!);
  await act(async () => {
    hydrateRoot(container, <Form keep={keep} />);
  });
  return container.querySelector('output')!.textContent;
}

const typeNameAndNote = (form: HTMLFormElement) => {
  (form.elements.namedItem('name') as HTMLInputElement).value = 'demo';
  (form.elements.namedItem('note') as HTMLTextAreaElement).value = 'typed early';
  (form.elements.namedItem('code') as HTMLInputElement).value = 'SERVER2';
};

describe('useTypedBeforeHydration', () => {
  it("gives text typed before hydration to the fields' own onChange", async () => {
    expect(await typeThenHydrate(true, typeNameAndNote)).toBe('demo|typed early|SERVER2|false');
  });

  it('is needed: without it the form holds the server values while the fields show the typed text', async () => {
    expect(await typeThenHydrate(false, typeNameAndNote)).toBe('||SERVER|false');
    expect((container.querySelector('[name=name]') as HTMLInputElement).value).toBe('demo');
  });

  it('leaves untouched fields and checkboxes alone', async () => {
    expect(await typeThenHydrate(true, () => undefined)).toBe('||SERVER|false');
  });
});
