def l = [
  'a',
  'b',
]
def m = [
  x: 1,
  y: 2,
]
println l
println m
