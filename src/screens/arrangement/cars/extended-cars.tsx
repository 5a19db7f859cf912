import { CarList } from './car-list';

/** /arrangement/car/extended: the cars the selected arrangement offers, with their lease price. */
export default function Screen() {
  return <CarList kind="extended" />;
}
