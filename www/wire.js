// Written by scripts/wire.mjs from the core (crate/src/trace/wire.rs): do not edit. What each
// number of a trace means; www/trace.js reads it and gives the page its names.
export const wire = {
 "kinds": [
  {"name":"Enter","code":0,"word":"enter","key":"enter","fields":[{"column":"a","name":"alpha","holds":"value"},{"column":"b","name":"beta","holds":"value"},{"column":"c","name":"depth","holds":"depth"}]},
  {"name":"Eval","code":1,"word":"evaluate","key":"evaluate","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"over","holds":"yes"}]},
  {"name":"Child","code":2,"word":"child value","key":"child","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"changed","holds":"Changed"},{"column":"c","name":"child","holds":"node"}]},
  {"name":"Cutoff","code":3,"word":"cutoff","key":"cutoff","fields":[{"column":"a","name":"cut","holds":"CutKind"},{"column":"b","name":"searched","holds":"count"},{"column":"c","name":"pruned","holds":"count"}]},
  {"name":"Leave","code":4,"word":"return","key":"return","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"bound","holds":"Bound"}]},
  {"name":"ZeroWindow","code":5,"word":"zero-window search","key":"zeroWindow","fields":[{"column":"a","name":"alpha","holds":"value"},{"column":"b","name":"beta","holds":"value"},{"column":"c","name":"position","holds":"position"}]},
  {"name":"ReSearch","code":6,"word":"re-search","key":"reSearch","fields":[{"column":"a","name":"alpha","holds":"value"},{"column":"b","name":"beta","holds":"value"},{"column":"c","name":"position","holds":"position"}]},
  {"name":"NullMove","code":7,"word":"null move","key":"nullMove","fields":[{"column":"a","name":"depth","holds":"depth"},{"column":"b","name":"value","holds":"value"},{"column":"c","name":"cut","holds":"yes"}]},
  {"name":"StandPat","code":8,"word":"stand pat","key":"standPat","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"outcome","holds":"StandPatOutcome"}]},
  {"name":"Order","code":9,"word":"move order","key":"order","fields":[{"column":"a","name":"reason","holds":"Reason"},{"column":"b","name":"move","holds":"move"},{"column":"c","name":"score","holds":"score"}]},
  {"name":"TtProbe","code":10,"word":"table probe","key":"probe","fields":[{"column":"a","name":"probe","holds":"Probe"},{"column":"b","name":"value","holds":"value"},{"column":"c","name":"depth","holds":"depth"}]},
  {"name":"TtStore","code":11,"word":"table store","key":"store","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"bound","holds":"Bound"},{"column":"c","name":"depth","holds":"depth"}]},
  {"name":"Iteration","code":12,"word":"iteration","key":"iteration","fields":[{"column":"a","name":"depth","holds":"depth"},{"column":"b","name":"alpha","holds":"value"},{"column":"c","name":"beta","holds":"value"}]},
  {"name":"TtEvict","code":13,"word":"table eviction","key":"evict","fields":[{"column":"a","name":"value","holds":"value"},{"column":"b","name":"bound","holds":"Bound"},{"column":"c","name":"depth","holds":"depth"}]},
  {"name":"McIteration","code":14,"word":"mcts-iteration","key":"mctsIteration","fields":[{"column":"a","name":"iteration","holds":"count"}]},
  {"name":"McSelect","code":15,"word":"mcts-select","key":"mctsSelect","fields":[{"column":"a","name":"exploitation","holds":"fixed"},{"column":"b","name":"exploration","holds":"fixed"},{"column":"c","name":"chosen","holds":"yes"}]},
  {"name":"McExpand","code":16,"word":"mcts-expand","key":"mctsExpand","fields":[{"column":"a","name":"prior","holds":"fixed"},{"column":"b","name":"terminal","holds":"yes"},{"column":"c","name":"moves","holds":"count"}]},
  {"name":"McRollout","code":17,"word":"mcts-rollout","key":"mctsRollout","fields":[{"column":"a","name":"ply","holds":"count"},{"column":"b","name":"move","holds":"move"},{"column":"c","name":"moves","holds":"count"}]},
  {"name":"McResult","code":18,"word":"mcts-result","key":"mctsResult","fields":[{"column":"a","name":"reward","holds":"fixed"},{"column":"b","name":"plies","holds":"count"},{"column":"c","name":"by","holds":"ScoredBy"}]},
  {"name":"McBackup","code":19,"word":"mcts-backup","key":"mctsBackup","fields":[{"column":"a","name":"visits","holds":"count"},{"column":"b","name":"total","holds":"fixed"},{"column":"c","name":"reward","holds":"fixed"}]},
  {"name":"McBest","code":20,"word":"mcts-best","key":"mctsBest","fields":[{"column":"a","name":"child","holds":"node"},{"column":"b","name":"move","holds":"move"},{"column":"c","name":"visits","holds":"count"}]}
 ],
 "enums": {
  "Bound": [["Exact",0],["Lower",1],["Upper",2]],
  "CutKind": [["Beta",0],["Alpha",1],["NullMove",2],["Table",3],["StandPat",4]],
  "Probe": [["Miss",0],["Hit",1],["HitCut",2],["HitCutDeeper",3]],
  "Reason": [["Natural",0],["Reversed",1],["Random",2],["Capture",3],["Killer",4],["History",5],["HashMove",6],["BestFirst",7],["WorstFirst",8],["Static",9],["PreviousPv",10],["Centre",11]],
  "ScoredBy": [["End",0],["Cap",1],["Network",2]],
  "StandPatOutcome": [["Floor",0],["Cut",1],["NothingToCut",2]]
 },
 "bits": {
  "Changed": [["BEST",1],["ALPHA",2],["BETA",4]],
  "Flag": [["MIN",1],["QUIESCENCE",2],["NULL_MOVE",4],["ZERO_WINDOW",8],["RE_SEARCH",16],["DRIVER",32]]
 },
 "sentinels": {
  "INF": 1000000000,
  "MATE": 100000,
  "MATE_BOUND": 90000,
  "NO_STATIC_VALUE": -2147483648,
  "NO_PARENT": 4294967295,
  "NULL_MOVE_INDEX": 4294967295,
  "FIXED_SCALE": 10000,
  "WINDOW_SPAN": 8
 },
 "limits": {
  "nullMoveR": {"min":1,"max":6},
  "aspiration": {"min":1,"max":null},
  "ttSize": {"min":1,"max":null},
  "mctsIterations": {"min":1,"max":20000},
  "mctsC": {"min":0,"max":100},
  "playIterations": {"min":1,"max":100000}
 },
 "defaults": {
  "nullMoveR": 3,
  "aspiration": 50,
  "mctsIterations": 100,
  "mctsSeed": 1,
  "cUct": 1.4142135623730951,
  "cPuct": 1,
  "playIterations": 500
 },
 "searches": [
  {"name":"minimax","window":false,"negamax":false,"monteCarlo":false},
  {"name":"alphabeta","window":true,"negamax":false,"monteCarlo":false},
  {"name":"negamax","window":false,"negamax":true,"monteCarlo":false},
  {"name":"negamax-ab","window":true,"negamax":true,"monteCarlo":false},
  {"name":"pvs","window":true,"negamax":true,"monteCarlo":false},
  {"name":"mtdf","window":true,"negamax":true,"monteCarlo":false},
  {"name":"mcts","window":false,"negamax":false,"monteCarlo":true},
  {"name":"puct","window":false,"negamax":false,"monteCarlo":true}
 ]
};
