import { ActionIcon, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { scenes } from './demo-scenes';
import classes from './demo-walkthrough.module.css';

const SCENE_MS = 4000;

export interface DemoWalkthroughProps {
  /** Whether the overlay is shown. */
  opened: boolean;
  /** Called by the close button, Escape, a click outside and "Start exploring". */
  onClose: () => void;
}

/** The demo overlay: a looping, captioned three-scene walkthrough of Stride. */
export function DemoWalkthrough({ opened, onClose }: DemoWalkthroughProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="How Stride works" size="xl" centered>
      <Walkthrough onClose={onClose} />
    </Modal>
  );
}

// Inside the modal, so each opening starts again from the first scene.
function Walkthrough({ onClose }: { onClose: () => void }) {
  // Read before the first paint, so reduced-motion users never see a frame move.
  const still = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [scene, setScene] = useState(0);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(SCENE_MS);
  const startedAt = useRef(0);

  useEffect(() => {
    if (still || paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => {
      remaining.current = SCENE_MS;
      setScene((current) => (current + 1) % scenes.length);
    }, remaining.current);
    return () => clearTimeout(timer);
  }, [scene, paused, still]);

  function togglePaused() {
    // Resuming finishes the scene where the CSS animation stopped instead of replaying it.
    if (!paused) remaining.current -= Date.now() - startedAt.current;
    setPaused(!paused);
  }

  function step(by: number) {
    remaining.current = SCENE_MS;
    setScene((current) => (current + by + scenes.length) % scenes.length);
  }

  const { caption, detail, Mock } = scenes[scene] ?? scenes[0];

  return (
    <Stack gap="md">
      <Box className={classes.player} mod={{ paused, still }} style={{ '--scene-duration': `${SCENE_MS}ms` }}>
        {/* The mocks are illustration; the caption below says what each scene shows. */}
        <Stack gap="sm" aria-hidden="true">
          <div className={classes.stage}>
            <Mock key={scene} />
          </div>
          <div className={classes.dots}>
            {scenes.map((item, index) => (
              <span key={item.caption} className={classes.dot} data-active={index === scene || undefined}>
                {index === scene && <span key={scene} className={classes.dotFill} />}
              </span>
            ))}
          </div>
        </Stack>
      </Box>

      {/* Announced only when the user is in control, not every four seconds (WAI-ARIA carousel pattern). */}
      <div aria-live={still || paused ? 'polite' : 'off'} aria-atomic="true">
        <Text size="sm" c="dimmed">{`Step ${scene + 1} of ${scenes.length}`}</Text>
        <Text fw={700} size="lg">
          {caption}
        </Text>
        <Text c="dimmed">{detail}</Text>
      </div>

      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={() => step(-1)}>
            Previous
          </Button>
          {!still && (
            <ActionIcon variant="default" size="lg" aria-label="Pause animation" aria-pressed={paused} onClick={togglePaused}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                {paused ? <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />}
              </svg>
            </ActionIcon>
          )}
          <Button variant="default" onClick={() => step(1)}>
            Next
          </Button>
        </Group>
        <Button onClick={onClose}>Start exploring</Button>
      </Group>
    </Stack>
  );
}
