import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CameraStatusBadge } from '@/entities/camera/camera-status-badge';
import { CAMERA_STATUS_LABEL } from '@/words/labels';
import type { CameraStatus } from '@/domain/types';

test.each(Object.keys(CAMERA_STATUS_LABEL) as CameraStatus[])(
  'a %s camera says its status in words, not by colour alone',
  (status) => {
    render(<CameraStatusBadge status={status} />);
    expect(screen.getByText(CAMERA_STATUS_LABEL[status])).toBeInTheDocument();
  },
);
