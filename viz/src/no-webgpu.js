// Stand-in for 'three/webgpu'. three-render-objects imports WebGPURenderer but only uses it when
// asked to (useWebGPU); the viewer always renders with WebGL, so the large WebGPU build stays out
// of the bundle.
export class WebGPURenderer {
  constructor() {
    throw new Error('WebGPU rendering is not included in this build; the viewer uses WebGL.');
  }
}
