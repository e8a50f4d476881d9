// About 400 lines: the fake Image, IntersectionObserver, tab visibility and clock set up at the
// top serve every case, in a dialog and on cards; a second file would copy that setup.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { CameraStill, CameraStillFrame, StillRefreshButton } from '@/entities/camera/camera-still';
import { useCameraStill } from '@/entities/camera/use-camera-still';
import { StillBudgetProvider } from '@/entities/camera/use-still-budget';

const START = Date.parse('2026-01-15T12:00:00Z');
const URL_A = 'https://video.dot.state.mn.us/video/image/metro/C721';

/** Stands in for the off-screen `new Image()` each refresh loads. */
class FakeImage {
  static made: FakeImage[] = [];
  /** Answer every request at once (true: loads, false: fails); null: the test answers. */
  static answer: boolean | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = 'auto';
  requestedAt = 0;
  private url = '';
  get src() {
    return this.url;
  }
  set src(value: string) {
    this.url = value;
    if (!value) return;
    this.requestedAt = Date.now();
    FakeImage.made.push(this);
    if (FakeImage.answer !== null) {
      const ok = FakeImage.answer;
      queueMicrotask(() => (ok ? this.onload?.() : this.onerror?.()));
    }
  }
  decode() {
    return Promise.resolve();
  }
}

/** Stands in for IntersectionObserver: the test says what is on screen. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.live.add(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  show(visible: boolean) {
    const entry = { target: this.target, isIntersecting: visible } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function setOnScreen(visible: boolean, only?: Element) {
  act(() => {
    for (const observer of FakeObserver.live) {
      if (!only || observer.target === only) observer.show(visible);
    }
  });
}

let hidden = false;
function setTabHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const connection = Object.assign(new EventTarget(), { saveData: false });
function setSaveData(on: boolean) {
  connection.saveData = on;
  act(() => {
    connection.dispatchEvent(new Event('change'));
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const requests = () => FakeImage.made.map((image) => image.src);
const still = (name = 'I-694 NB @ 40th St') =>
  screen.getByRole('img', { name: `Live view from ${name}` });
/** The visible image's first load, as the browser would fire it. */
const firstLoad = (name?: string) => act(() => fireEvent.load(still(name)));
const answerLast = async (ok: boolean) => {
  const image = FakeImage.made.at(-1)!;
  await act(async () => (ok ? image.onload?.() : image.onerror?.()));
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  FakeImage.made = [];
  FakeImage.answer = null;
  FakeObserver.live.clear();
  hidden = false;
  connection.saveData = false;
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
    hidden ? 'hidden' : 'visible',
  );
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
});

afterEach(() => {
  liveUpdates.setPaused(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('a still loaded once', () => {
  test('keeps the feed URL, lazy, in a fixed 16:9 box', () => {
    render(<CameraStill src={URL_A} name="I-694 NB @ 40th St" />);
    expect(still()).toHaveAttribute('src', URL_A);
    expect(still()).toHaveAttribute('loading', 'lazy');
    expect(still().parentElement!.className).toMatch(/\baspect-video\b/);
  });
  test('says its age from when it loaded, in steps of 10 s, then minutes', async () => {
    render(<CameraStill src={URL_A} name="I-694 NB @ 40th St" />);
    expect(screen.queryByText(/^Image .* old$/)).not.toBeInTheDocument();
    await advance(3_000);
    firstLoad();
    expect(screen.getByText('Image under 10 s old')).toBeInTheDocument();
    await advance(40_000);
    expect(screen.getByText('Image 40 s old')).toBeInTheDocument();
    await advance(80_000);
    expect(screen.getByText('Image 2 min old')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
  test('a still that never loaded: "Camera Unavailable" on light, "Live Camera" on dark', () => {
    const { rerender } = render(<CameraStill src={URL_A} name="I-694 NB @ 40th St" />);
    act(() => fireEvent.error(still()));
    expect(screen.getByText('Camera Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<CameraStill src={null} name="No URL" variant="dark" />);
    expect(screen.getByText('Live Camera')).toBeInTheDocument();
  });
  test('a camera without a still URL is unavailable at once', () => {
    render(<CameraStill src={null} name="No URL" refresh="dialog" />);
    expect(screen.getByText('Camera Unavailable')).toBeInTheDocument();
  });
  test('a new still URL from the feed starts over', () => {
    const { rerender } = render(<CameraStill src={URL_A} name="I-694 NB @ 40th St" />);
    act(() => fireEvent.error(still()));
    rerender(<CameraStill src={`${URL_A}?v=2`} name="I-694 NB @ 40th St" />);
    expect(still()).toHaveAttribute('src', `${URL_A}?v=2`);
  });
});

describe('in a dialog', () => {
  const renderDialogStill = () =>
    render(<CameraStill src={URL_A} name="I-694 NB @ 40th St" refresh="dialog" />);

  test('asks for a new frame every 30 s, bypassing the cache, and swaps it in once loaded', async () => {
    renderDialogStill();
    firstLoad();
    await advance(29_999);
    expect(requests()).toEqual([]);
    await advance(1);
    expect(requests()).toEqual([`${URL_A}?_ts=${START + 30_000}`]);
    // Until the new frame has loaded, the old one stays: no flash, no broken image.
    expect(still()).toHaveAttribute('src', URL_A);
    await advance(2_000);
    await answerLast(true);
    expect(still()).toHaveAttribute('src', `${URL_A}?_ts=${START + 30_000}`);
    expect(screen.getByText('Image under 10 s old')).toBeInTheDocument();
    // The cadence counts from the request: the next one 30 s after the last began.
    await advance(27_999);
    expect(requests()).toHaveLength(1);
    await advance(1);
    expect(requests()).toEqual([
      `${URL_A}?_ts=${START + 30_000}`,
      `${URL_A}?_ts=${START + 60_000}`,
    ]);
  });

  test('no refresh before the first load has settled', async () => {
    renderDialogStill();
    await advance(120_000);
    expect(requests()).toEqual([]);
  });

  test('one failed refresh keeps the frame quietly; two in a row mark it out of date; a success clears it', async () => {
    renderDialogStill();
    firstLoad();
    await advance(30_000);
    await answerLast(false);
    expect(still()).toHaveAttribute('src', URL_A);
    expect(screen.queryByText('Image may be out of date')).not.toBeInTheDocument();
    await advance(30_000);
    await answerLast(false);
    expect(screen.getByText('Image may be out of date')).toBeInTheDocument();
    expect(still()).toHaveAttribute('src', URL_A);
    expect(screen.queryByText('Camera Unavailable')).not.toBeInTheDocument();
    expect(screen.getByText('Image 1 min old')).toBeInTheDocument();
    await advance(30_000);
    await answerLast(true);
    expect(screen.queryByText('Image may be out of date')).not.toBeInTheDocument();
    expect(still()).toHaveAttribute('src', `${URL_A}?_ts=${START + 90_000}`);
  });

  test('a refresh that never answers fails after 15 s, and the next is asked for', async () => {
    renderDialogStill();
    firstLoad();
    await advance(30_000);
    await advance(15_000);
    expect(FakeImage.made[0]!.src).toBe('');
    await advance(15_000);
    expect(requests()).toHaveLength(2);
  });

  test('a camera that never loaded is tried again, and shows once it answers', async () => {
    renderDialogStill();
    act(() => fireEvent.error(still()));
    await advance(30_000);
    expect(requests()).toHaveLength(1);
    await answerLast(true);
    expect(screen.queryByText('Camera Unavailable')).not.toBeInTheDocument();
    expect(still()).toHaveAttribute('src', `${URL_A}?_ts=${START + 30_000}`);
  });

  test('nothing is asked for while the tab is hidden; on return, at once', async () => {
    renderDialogStill();
    firstLoad();
    setTabHidden(true);
    await advance(120_000);
    expect(requests()).toEqual([]);
    setTabHidden(false);
    expect(requests()).toHaveLength(1);
  });

  test('nothing is asked for while live updates are paused; on resume, at once', async () => {
    renderDialogStill();
    firstLoad();
    act(() => liveUpdates.setPaused(true));
    await advance(90_000);
    expect(requests()).toEqual([]);
    act(() => liveUpdates.setPaused(false));
    expect(requests()).toHaveLength(1);
  });

  test('with data saving on, only the visitor refreshes ("Refresh image")', async () => {
    connection.saveData = true;
    renderDialogStill();
    firstLoad();
    await advance(120_000);
    expect(requests()).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Refresh image' }).click());
    expect(requests()).toEqual([`${URL_A}?_ts=${START + 120_000}`]);
    const button = screen.getByRole('button', { name: 'Refresh image' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => button.click());
    expect(requests()).toHaveLength(1);
    await answerLast(true);
    expect(still()).toHaveAttribute('src', `${URL_A}?_ts=${START + 120_000}`);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  test('data saving turned off mid-way: the button goes, the cadence resumes', async () => {
    connection.saveData = true;
    renderDialogStill();
    firstLoad();
    await advance(40_000);
    setSaveData(false);
    expect(screen.queryByRole('button', { name: 'Refresh image' })).not.toBeInTheDocument();
    expect(requests()).toHaveLength(1);
  });

  test('no button without data saving', () => {
    renderDialogStill();
    expect(screen.queryByRole('button', { name: 'Refresh image' })).not.toBeInTheDocument();
  });

  test('closing the dialog stops the refreshes and the request under way', async () => {
    const { unmount } = renderDialogStill();
    firstLoad();
    await advance(30_000);
    unmount();
    expect(FakeImage.made[0]!.src).toBe('');
    await advance(120_000);
    expect(requests()).toHaveLength(1);
  });
});

/** A card as the metro page draws it: the still inside the card's button, the refresh beside. */
function Card({ name, src }: { name: string; src: string }) {
  const state = useCameraStill(src, 'card');
  return (
    <li>
      <button type="button">
        <CameraStillFrame still={state} name={name} />
        {name}
      </button>
      <StillRefreshButton still={state} name={name} />
    </li>
  );
}

const cardNames = (count: number) => Array.from({ length: count }, (_, index) => `Cam ${index}`);

function Cards({ names }: { names: string[] }) {
  return (
    <StillBudgetProvider>
      <ul>
        {names.map((name) => (
          <Card key={name} name={name} src={`https://cams.example.org/${name.replace(' ', '')}`} />
        ))}
      </ul>
    </StillBudgetProvider>
  );
}

/** The most requests made in any 30 s window. */
function busiestWindow(times: number[]): number {
  return Math.max(
    0,
    ...times.map((start) => times.filter((t) => t >= start && t < start + 30_000).length),
  );
}

describe('on cards', () => {
  test('a card off screen asks for nothing; on screen, it keeps the 30 s cadence', async () => {
    render(<Cards names={['Cam 0']} />);
    await advance(90_000);
    expect(requests()).toEqual([]);
    // Not even the first load: the browser's lazy loading would start far off screen.
    expect(screen.queryByRole('img')).toBeNull();
    setOnScreen(true);
    firstLoad('Cam 0');
    await advance(30_000);
    expect(requests()).toHaveLength(1);
    await answerLast(true);
    await advance(30_000);
    expect(requests()).toHaveLength(2);
    await answerLast(true);
    setOnScreen(false);
    await advance(120_000);
    expect(requests()).toHaveLength(2);
  });

  test('a hidden tab stops the cards too', async () => {
    render(<Cards names={['Cam 0']} />);
    setOnScreen(true);
    firstLoad('Cam 0');
    setTabHidden(true);
    await advance(90_000);
    expect(requests()).toEqual([]);
  });

  test('the refresh button sits beside the card, never inside its button', () => {
    connection.saveData = true;
    render(<Cards names={['Cam 0']} />);
    const refresh = screen.getByRole('button', { name: 'Refresh image' });
    expect(refresh.closest('button')).toBe(refresh);
    expect(refresh.parentElement!.closest('button')).toBeNull();
  });

  test('twelve cards of one screen share 6 requests per 30 s, and every card gets its turn', async () => {
    FakeImage.answer = true;
    const names = cardNames(12);
    render(<Cards names={names} />);
    setOnScreen(true);
    for (const name of names) firstLoad(name);
    for (let step = 0; step < 20; step += 1) await advance(15_000);
    const times = FakeImage.made.map((image) => image.requestedAt);
    // The twelve first loads are the browser's own; they hold back refreshes for 30 s.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(START + 30_000);
    expect(busiestWindow(times)).toBeLessThanOrEqual(6);
    expect(times.length).toBeGreaterThanOrEqual(50);
    const refreshed = new Set(FakeImage.made.map((image) => new URL(image.src).pathname));
    expect(refreshed.size).toBe(12);
  });

  test('two screens have a budget each', async () => {
    FakeImage.answer = true;
    render(
      <>
        <Cards names={cardNames(6)} />
        <Cards names={cardNames(12).slice(6)} />
      </>,
    );
    setOnScreen(true);
    for (const name of cardNames(12)) firstLoad(name);
    await advance(30_000);
    expect(requests()).toHaveLength(12);
  });

  test('only the cards on screen spend the budget', async () => {
    FakeImage.answer = true;
    render(<Cards names={cardNames(8)} />);
    const [first] = [...FakeObserver.live];
    setOnScreen(true, first!.target!);
    // The cards off screen have not even loaded their first still.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    firstLoad('Cam 0');
    await advance(120_000);
    expect(new Set(FakeImage.made.map((image) => new URL(image.src).pathname))).toEqual(
      new Set(['/Cam0']),
    );
  });
});
