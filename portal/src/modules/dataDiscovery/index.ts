export { DataDiscoveryPage } from './DataDiscoveryPage.tsx';
