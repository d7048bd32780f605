import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { preloadModule, useLoadedModule } from './use-loaded-module';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const moduleWith = (text: string) => ({ default: () => <h1>{text}</h1> });

function Shown({ load }: { load: () => Promise<ReturnType<typeof moduleWith>> }) {
  const Loaded = useLoadedModule(load)?.default;
  return Loaded ? <Loaded /> : <p>loading</p>;
}

it('shows a placeholder while loading, then the module, and at once on a later mount', async () => {
  const load = jest.fn(async () => moduleWith('Charts'));
  const first = render(<Shown load={load} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Charts' })).toBeInTheDocument();
  first.unmount();
  render(<Shown load={load} />);
  // No placeholder, no Suspense fallback: the loaded module renders in the first pass.
  expect(screen.getByRole('heading', { name: 'Charts' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads once when preloaded before the component mounts', async () => {
  const load = jest.fn(async () => moduleWith('Diagram'));
  await preloadModule(load);
  render(<Shown load={load} />);
  expect(screen.getByRole('heading', { name: 'Diagram' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('throws a failed load to the error boundary and forgets it, so that a remount loads again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<ReturnType<typeof moduleWith>>, []>()
    .mockRejectedValueOnce(new Error('chunk 5 failed'))
    .mockResolvedValueOnce(moduleWith('Recovered'));
  const failed = render(
    <Boundary>
      <Shown load={load} />
    </Boundary>,
  );
  expect(await screen.findByText('failed: chunk 5 failed')).toBeInTheDocument();
  failed.unmount();
  render(
    <Boundary>
      <Shown load={load} />
    </Boundary>,
  );
  expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});
