def m = [default: 'd', new: 'n', in: 'i']
println m.default
println m['new']
println m.in
println m
