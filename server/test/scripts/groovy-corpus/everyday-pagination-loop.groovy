def pages = [[1, 2], [3, 4], [5]]
def page = 0
def all = []
while (page < pages.size()) {
  all.addAll(pages[page])
  page++
}
println all
println all.size()
