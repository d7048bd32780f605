def m = [a: 1]
println m.get('a')
println m.get('b')
def l = ['x', 'y']
println l.get(1)
