export * from './camera';
export * from './elbow-routing';
export * from './far-out-painter';
export * from './geometry';
export * from './gestures';
export * from './key-bindings';
export * from './scroll-blit';
