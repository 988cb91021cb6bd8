export { StatFigure, StatFigures } from './StatFigures.tsx';
