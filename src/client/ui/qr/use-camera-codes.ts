/**
 * The rear camera in a video element while the scanner is mounted, its frames read for a QR code a
 * few times a second (not every animation frame, to spare a phone's battery). Stopped on unmount.
 */
import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import { readCode } from './read-code';

/** Whether the camera runs, was refused by the user or the browser, or cannot be used. */
export type CameraStatus = 'starting' | 'on' | 'refused' | 'missing';

/** How often a frame is read, and the long side it is read at. */
const FRAME_MS = 250;
const FRAME_SIDE = 960;

const canUseCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';
const stop = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};
const refused = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/** The camera's status; `onText` gets each text read from a frame. */
export function useCameraCodes(
  video: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>(() => (canUseCamera() ? 'starting' : 'missing'));
  const read = useEffectEvent(onText);

  useEffect(() => {
    if (!canUseCamera()) return;
    let live = true;
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then((camera) => {
        if (!live) {
          stop(camera);
          return;
        }
        stream = camera;
        if (video.current) video.current.srcObject = camera;
        setStatus('on');
      })
      .catch((error: unknown) => {
        if (live) setStatus(refused(error) ? 'refused' : 'missing');
      });
    return () => {
      live = false;
      if (stream) stop(stream);
    };
  }, [video]);

  useEffect(() => {
    if (status !== 'on') return;
    let live = true;
    let busy = false;
    const frame = document.createElement('canvas');
    const timer = window.setInterval(async () => {
      const element = video.current;
      if (busy || !element?.videoWidth) return;
      busy = true;
      const scale = Math.min(1, FRAME_SIDE / Math.max(element.videoWidth, element.videoHeight));
      frame.width = Math.round(element.videoWidth * scale);
      frame.height = Math.round(element.videoHeight * scale);
      frame.getContext('2d')?.drawImage(element, 0, 0, frame.width, frame.height);
      const text = await readCode(frame).catch(() => null);
      busy = false;
      if (live && text) read(text);
    }, FRAME_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [status, video]);

  return status;
}
