// One icon set (lucide), imported by name so the bundle keeps only these.
import {
  ArrowRight, Award, BookOpen, Briefcase, Building2, Calendar, Camera, Car, ChartBar, ChartLine, CircleCheck, Clock,
  ChevronDown, Code, Compass, Cpu, Database, Eye, Facebook, FileText, Film, Filter, Gauge, Globe, GraduationCap, Handshake, Hash,
  Headphones, HeartPulse, Hotel, Instagram, Landmark, Layers, Lightbulb, Link, Linkedin, Mail, MapPin, MapPinned,
  Megaphone, MessageCircle, MessageSquare, Mic, MonitorSmartphone, MousePointerClick, Newspaper, Palette, PenTool,
  Phone, Plane, Play, Quote, Repeat, Rocket, Search, Send, Server, Settings, Share2, ShieldCheck, ShoppingCart,
  Smartphone, Sparkles, Star, Store, Target, ThumbsUp, TrendingUp, Trophy, Truck, Twitter, Users, UtensilsCrossed,
  Video, Wrench, Youtube, Zap,
} from 'lucide-react';

export const icons = {
  'arrow-right': ArrowRight, award: Award, 'book-open': BookOpen, briefcase: Briefcase, building: Building2,
  calendar: Calendar, camera: Camera, car: Car, 'chart-bar': ChartBar, 'chart-line': ChartLine, check: CircleCheck,
  'chevron-down': ChevronDown, clock: Clock, code: Code, compass: Compass, cpu: Cpu, database: Database, eye: Eye, facebook: Facebook,
  'file-text': FileText, film: Film, filter: Filter, gauge: Gauge, globe: Globe, 'graduation-cap': GraduationCap,
  handshake: Handshake, hash: Hash, headphones: Headphones, 'heart-pulse': HeartPulse, hotel: Hotel,
  instagram: Instagram, landmark: Landmark, layers: Layers, lightbulb: Lightbulb, link: Link, linkedin: Linkedin,
  mail: Mail, 'map-pin': MapPin, 'map-pinned': MapPinned, megaphone: Megaphone, 'message-circle': MessageCircle,
  'message-square': MessageSquare, mic: Mic, devices: MonitorSmartphone, 'mouse-pointer-click': MousePointerClick,
  newspaper: Newspaper, palette: Palette, 'pen-tool': PenTool, phone: Phone, plane: Plane, play: Play, quote: Quote,
  repeat: Repeat, rocket: Rocket, search: Search, send: Send, server: Server, settings: Settings, share: Share2,
  'shield-check': ShieldCheck, 'shopping-cart': ShoppingCart, smartphone: Smartphone, sparkles: Sparkles, star: Star,
  store: Store, target: Target, 'thumbs-up': ThumbsUp, 'trending-up': TrendingUp, trophy: Trophy, truck: Truck,
  twitter: Twitter, users: Users, utensils: UtensilsCrossed, video: Video, wrench: Wrench, youtube: Youtube, zap: Zap,
} as const;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
