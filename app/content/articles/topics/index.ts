/**
 * The offline writer's topics, one file each, in the order their sections are offered: the seasonal ones
 * (tyre change, winter and summer tyres, studded versus friction, the tyre hotel), then the services and
 * buying ones (balancing, repairs, the tyre size, the EU label, financing).
 */
import { balancingTopic } from "./balancing";
import { changeTopic } from "./change";
import { euLabelTopic } from "./eu-label";
import { financingTopic } from "./financing";
import { hotelTopic } from "./hotel";
import { repairTopic } from "./repair";
import { sizeTopic } from "./size";
import { studsTopic } from "./studs";
import { summerTopic } from "./summer";
import type { Topic } from "../common";
import { winterTopic } from "./winter";

export const SEASON_TOPICS: Topic[] = [changeTopic, winterTopic, summerTopic, studsTopic, hotelTopic];
export const SERVICE_TOPICS: Topic[] = [balancingTopic, repairTopic, sizeTopic, euLabelTopic, financingTopic];
