import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const chartDir = path.join(repoRoot, 'charts', 'portico');
export const k8sDir = path.join(repoRoot, 'k8s');
export const k6Dir = path.join(repoRoot, 'tooling', 'k6');
