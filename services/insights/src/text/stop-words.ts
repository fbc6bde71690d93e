/**
 * Words that say nothing about what a reader asked: English function words (the usual
 * search-engine list), question and request words ("how", "can", "help"), and the small talk
 * of support conversations ("hi", "thanks"). Compared with the lower-cased word before stemming.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
  for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my
  myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd
  she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's
  these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd
  we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with
  won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
  im ive id dont doesnt didnt cant isnt arent wasnt werent wont wouldnt shouldnt couldnt
  just still really also even ever get got gets getting go goes going make makes made want wants wanted need needs
  needed like way ways thing things something anything everything someone anyone use used using able unable
  will shall may might must one two lot lots please thanks thank thx hi hello hey dear regards cheers ok okay yes
  yeah sure sorry help helps question questions answer answers know tell try trying tried find found look looking
  see seem seems possible anyway else etc via per new`.split(/\s+/).filter(Boolean),
);
