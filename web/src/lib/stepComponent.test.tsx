/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { stepComponent } from './stepComponent';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test('starts loading when created, before anything renders it', () => {
  const load = jest.fn(() => Promise.resolve(Hello));
  stepComponent(load);
  expect(load).toHaveBeenCalledTimes(1);
});

test('once loaded, renders at once: no Suspense fallback (docs/manage-booking.md)', async () => {
  const Step = stepComponent(() => Promise.resolve(Hello));
  await act(async () => undefined);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Step name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Ada')).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
});

test('while loading, shows the fallback, then the step', async () => {
  let resolve: (c: typeof Hello) => void = () => undefined;
  const Step = stepComponent(() => new Promise<typeof Hello>((r) => (resolve = r)));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Step name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => resolve(Hello));
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
});
