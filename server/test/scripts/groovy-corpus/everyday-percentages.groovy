def done = 3
def all = 8
println "${done * 100 / all}%"
println((done * 100).intdiv(all))
